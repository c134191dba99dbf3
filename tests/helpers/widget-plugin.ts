// The plugin module the dev tests edit, as source to write at plugins/widget.mjs: a ```w fence
// rendered as `<p class="w">label code</p>` followed by its component Wid (plugins/widget/Wid.jsx),
// with the stylesheet of its static files (plugins/widget-assets, served at assets/widget).

/** Its source: `label` is a JavaScript expression, `imports` lines above the plugin (what it uses). */
export function widgetPlugin(label: string, imports = ''): string {
  return `import { fileURLToPath } from 'node:url';
${imports}
export default () => ({
  name: 'widget',
  markdown: (ctx) => ({
    fences: {
      w: (block) => {
        ctx.stylesheet('assets/widget/style.css');
        return \`<p class="w">\${${label}} \${block.code}</p>\` + ctx.component('Wid', { text: block.code });
      },
    },
  }),
  components: { Wid: fileURLToPath(new URL('./widget/Wid.jsx', import.meta.url)) },
  assets: { 'assets/widget': fileURLToPath(new URL('./widget-assets', import.meta.url)) },
});
`;
}
