// The theme's English labels, which a config's `labels` (and each locale's) override. Apart from the
// config schema: the site model needs them without loading zod.
export const DEFAULT_LABELS = {
  backToTop: 'Back to top',
  copyCode: 'Copy code',
  copied: 'Copied',
  languages: 'Languages',
  editLink: 'Edit this page',
  lastUpdated: 'Last Updated',
  contributors: 'Contributors',
  prev: 'Previous',
  next: 'Next',
  backToHome: 'Back to home',
  toggleSidebar: 'Toggle sidebar',
  toggleColorMode: 'Toggle colour mode',
  skipToContent: 'Skip to content',
  onThisPage: 'On this page',
  dismissBanner: 'Dismiss',
  pageActions: 'Use this page with AI',
  copyPage: 'Copy page as Markdown',
  copiedPage: 'Page copied as Markdown',
  openInChatGpt: 'Open in ChatGPT',
  openInClaude: 'Open in Claude',
};

/**
 * The words of versions (config `versions`), which `labels` override too. Apart from DEFAULT_LABELS:
 * only a site with versions gets them, so the pages of other sites stay as they were.
 * `{version}` and `{latest}` are replaced by the versions' names.
 */
export const DEFAULT_VERSION_LABELS = {
  versions: 'Versions',
  versionNotice: 'Version notice',
  oldVersion: 'You are reading the documentation of {version}, which is not the latest version.',
  latestVersion: 'Go to this page in {latest}',
};
