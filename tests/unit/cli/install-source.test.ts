// Where the running bookdocs was installed from, read from the layouts npm leaves: a project's
// package.json and lockfiles, npx's folder, a global install, a linked folder, a clone.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installSource, sourceOf } from '../../../src/cli/install-source.js';
import { writeTree } from '../../helpers/fixtures.js';

const PKG = JSON.stringify({ name: 'bookdocs', version: '0.3.0' });
const lock = (packages: Record<string, unknown>) => JSON.stringify({ lockfileVersion: 3, packages });

/** A project folder holding these files and an installed bookdocs; returns [project, toolkit]. */
function project(files: Record<string, string>, toolkitAt = 'node_modules/bookdocs'): [string, string] {
  const dir = writeTree({ ...files, [`${toolkitAt}/package.json`]: PKG });
  return [dir, path.join(dir, ...toolkitAt.split('/'))];
}

describe('installSource', () => {
  it('names a tarball the project installed by its absolute path (npm writes it relative to the project)', () => {
    const [dir, toolkit] = project(
      {
        'app/package.json': JSON.stringify({ dependencies: { bookdocs: 'file:../bookdocs-0.3.0.tgz' } }),
        'bookdocs-0.3.0.tgz': '',
      },
      'app/node_modules/bookdocs',
    );
    expect(installSource(toolkit, '0.3.0')).toEqual({
      spec: `file:${path.join(dir, 'bookdocs-0.3.0.tgz')}`,
      from: 'file',
      known: true,
    });
  });

  it('keeps a git dependency as the project wrote it', () => {
    const [, toolkit] = project({
      'package.json': JSON.stringify({ devDependencies: { bookdocs: 'github:bookdocs/bookdocs#main' } }),
    });
    expect(installSource(toolkit, '0.3.0')).toEqual({
      spec: 'github:bookdocs/bookdocs#main',
      from: 'git',
      known: true,
    });
  });

  it('asks the registry for the running version when the project got it from the registry', () => {
    const [, toolkit] = project({ 'package.json': JSON.stringify({ devDependencies: { bookdocs: '^0.1.0' } }) });
    expect(installSource(toolkit, '0.3.0')).toEqual({ spec: '^0.3.0', from: 'registry', known: true });
  });

  it("reads npx's folder: its package.json names the tarball relative to itself", () => {
    const [dir, toolkit] = project(
      {
        'home/.npm/_npx/abc123/package.json': JSON.stringify({
          dependencies: { bookdocs: 'file:../../../../work/bookdocs-0.3.0.tgz' },
          _npx: { packages: ['/x/bookdocs-0.3.0.tgz'] },
        }),
      },
      'home/.npm/_npx/abc123/node_modules/bookdocs',
    );
    expect(installSource(toolkit, '0.3.0').spec).toBe(`file:${path.join(dir, 'work', 'bookdocs-0.3.0.tgz')}`);
  });

  it('reads the hidden lockfile when the package.json does not name bookdocs (a dependency of a dependency)', () => {
    const key = 'node_modules/site-kit/node_modules/bookdocs';
    const [, toolkit] = project(
      {
        'package.json': JSON.stringify({ dependencies: { 'site-kit': '^1.0.0' } }),
        'node_modules/.package-lock.json': lock({
          [key]: { version: '0.3.0', resolved: 'git+ssh://git@github.com/bookdocs/bookdocs.git#0123abc' },
        }),
      },
      key,
    );
    expect(installSource(toolkit, '0.3.0')).toEqual({
      spec: 'git+ssh://git@github.com/bookdocs/bookdocs.git#0123abc',
      from: 'git',
      known: true,
    });
  });

  it("reads package-lock.json's resolved: a registry tarball is the registry, another tarball URL is itself", () => {
    const registry = project({
      'package-lock.json': lock({
        'node_modules/bookdocs': { resolved: 'https://registry.npmjs.org/bookdocs/-/bookdocs-0.3.0.tgz' },
      }),
    });
    expect(installSource(registry[1], '0.3.0')).toMatchObject({ spec: '^0.3.0', from: 'registry' });
    const url = 'https://example.com/releases/bookdocs-0.3.0.tgz';
    const web = project({ 'package-lock.json': lock({ 'node_modules/bookdocs': { resolved: url } }) });
    expect(installSource(web[1], '0.3.0')).toMatchObject({ spec: url, from: 'url' });
  });

  it('guesses the registry, and says it is a guess, when nothing records it (a global install)', () => {
    const [, toolkit] = project({}, 'lib/node_modules/bookdocs');
    expect(installSource(toolkit, '0.3.0')).toEqual({ spec: '^0.3.0', from: 'registry', known: false });
  });

  it('names a clone, or the folder npm linked, by its real path', () => {
    const clone = writeTree({ 'package.json': PKG });
    expect(installSource(clone, '0.3.0')).toEqual({ spec: `file:${clone}`, from: 'file', known: true });
    const site = writeTree({ 'package.json': JSON.stringify({ dependencies: { bookdocs: `file:${clone}` } }) });
    fs.mkdirSync(path.join(site, 'node_modules'));
    fs.symlinkSync(clone, path.join(site, 'node_modules', 'bookdocs'), 'dir');
    expect(installSource(path.join(site, 'node_modules', 'bookdocs'), '0.3.0').spec).toBe(`file:${clone}`);
  });
});

describe('sourceOf', () => {
  it.each([
    ['1.2.3', '^0.3.0', 'registry'],
    ['latest', '^0.3.0', 'registry'],
    ['npm:bookdocs@^0.2.0', '^0.3.0', 'registry'],
    ['bookdocs/bookdocs', 'bookdocs/bookdocs', 'git'],
    [
      'git+https://github.com/bookdocs/bookdocs.git#v0.3.0',
      'git+https://github.com/bookdocs/bookdocs.git#v0.3.0',
      'git',
    ],
    ['https://github.com/bookdocs/bookdocs', 'https://github.com/bookdocs/bookdocs', 'git'],
    ['file:///opt/bookdocs-0.3.0.tgz', 'file:/opt/bookdocs-0.3.0.tgz', 'file'],
    ['file:vendor/bookdocs-0.3.0.tgz', 'file:/base/vendor/bookdocs-0.3.0.tgz', 'file'],
    ['../bookdocs', 'file:/bookdocs', 'file'],
  ])('reads %s as %s (%s)', (raw, spec, from) => {
    expect(sourceOf(raw, '/base', '0.3.0')).toEqual({ spec, from });
  });

  it('has no source for what another project cannot name', () => {
    expect(sourceOf('workspace:*', '/base', '0.3.0')).toBeUndefined();
    expect(sourceOf('link:../bookdocs', '/base', '0.3.0')).toBeUndefined();
  });
});
