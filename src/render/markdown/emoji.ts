// Emoji shortcodes, as VitePress and VuePress have them: `:tada:` → 🎉, with GitHub's own list of names
// (gemoji). The plain character is output, and it is page text (search, heading titles), but not part
// of a heading's id: VitePress and VuePress leave emoji out of the text they slugify.
// An unknown name stays as written. Like markdown-it-emoji, a shortcode right after a letter or digit
// is not one (`key:value`, `10:30:00`, `http://x`); code, URLs and autolinks are other constructs,
// which start earlier and so win.
import { createRequire } from 'node:module';
import type { Gemoji } from 'gemoji';
import type {
  Code,
  CompileContext,
  Construct,
  Effects,
  Extension,
  HtmlExtension,
  State,
  Token,
  TokenizeContext,
} from 'micromark-util-types';
import { notInSlug } from './slug.js';
import type { RenderState } from './state.js';

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    emoji: 'emoji';
  }
}

const require = createRequire(import.meta.url);
/** Name → emoji, for all ~1,900 names (several per emoji for some). */
let EMOJI: Map<string, string> | undefined;
/** How far a name is scanned: gemoji's longest is 40 characters. */
const LONGEST = 64;

/**
 * The names, read from gemoji the first time a page has a shortcode-like `:name:` (most pages have
 * none, and gemoji's 270 KB cost every build a noticeable part of its start-up).
 */
export function emojiMap(): Map<string, string> {
  if (!EMOJI) {
    EMOJI = new Map();
    for (const { emoji, names } of (require('gemoji') as { gemoji: Gemoji[] }).gemoji)
      for (const name of names) EMOJI.set(name, emoji);
  }
  return EMOJI;
}

/** True for a name of GitHub's emoji (`tada` for `:tada:`). */
export function isEmojiName(name: string): boolean {
  return name.length <= LONGEST && emojiMap().has(name);
}

const COLON = 58;
/** What may come before a shortcode: whitespace, punctuation, symbols, control characters (micromark: negative codes are line endings and tabs, null the start). */
const BEFORE = /[\p{Z}\p{P}\p{S}\p{Cc}]/u;

/** Letters, digits, `_`, `+`, `-`: every character of a gemoji name. */
function isNameCode(code: Code): boolean {
  return (
    code !== null &&
    ((code >= 97 && code <= 122) ||
      (code >= 65 && code <= 90) ||
      (code >= 48 && code <= 57) ||
      code === 95 ||
      code === 43 ||
      code === 45)
  );
}

function tokenizeEmoji(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  const previous = this.previous;
  let name = '';

  return start;

  function start(code: Code): State | undefined {
    if (previous !== null && previous >= 0 && !BEFORE.test(String.fromCharCode(previous))) return nok(code);
    effects.enter('emoji');
    effects.consume(code);
    return inside;
  }

  function inside(code: Code): State | undefined {
    if (code === COLON) {
      if (!isEmojiName(name)) return nok(code);
      effects.consume(code);
      effects.exit('emoji');
      return ok;
    }
    if (!isNameCode(code) || name.length === LONGEST) return nok(code);
    name += String.fromCharCode(code!);
    effects.consume(code);
    return inside;
  }
}

const emojiConstruct: Construct = { name: 'emoji', tokenize: tokenizeEmoji };

/** Syntax: a text construct on `:`. */
export const emoji: Extension = { text: { [COLON]: emojiConstruct } };

export function emojiHtml(state: RenderState): HtmlExtension {
  return {
    exit: {
      emoji(this: CompileContext, token: Token) {
        const value = emojiMap().get(this.sliceSerialize(token).slice(1, -1)) ?? '';
        if (!state.muteText) {
          state.text.push(value);
          // In a heading's title, not in its id (as VitePress: `## Emoji :tada:` is `#emoji`).
          state.headingText?.push(notInSlug(value));
        }
        this.raw(value);
      },
    },
  };
}
