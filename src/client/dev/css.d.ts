// The dev client's stylesheets are bundled as text (esbuild loader "text") and put in shadow roots.
declare module '*.css' {
  const css: string;
  export default css;
}
