import { describe, expect, it } from 'vitest';
import { vueSlots } from '../../../src/shared/vue-slots.js';

describe('vueSlots', () => {
  it('should support a default slot', () => {
    expect(vueSlots('<p>x</p>\n')).toEqual({ default: '<p>x</p>' });
  });

  it('should support named slots (#name and v-slot:name) beside the default one', () => {
    const html = '<p>a</p>\n<template #footer>\n<p>f</p>\n</template>\n<template v-slot:head><p>h</p></template>';
    expect(vueSlots(html)).toEqual({ default: '<p>a</p>', footer: '<p>f</p>', head: '<p>h</p>' });
  });

  it('should support a template nested in a slot', () => {
    expect(vueSlots('<template #a><template><i>x</i></template></template>')).toEqual({
      a: '<template><i>x</i></template>',
    });
  });

  it('should not make an empty default slot', () => {
    expect(vueSlots('<template #a>x</template>\n')).toEqual({ a: 'x' });
  });
});
