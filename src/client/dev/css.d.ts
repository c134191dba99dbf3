// The dev client's stylesheet is bundled as text (esbuild loader "text") and put in a shadow root.
declare module '*/overlay.css' {
  const css: string;
  export default css;
}
