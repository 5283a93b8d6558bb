/* global document, localStorage -- a browser script, outside the app's bundle */
// Applies the stored colour mode (next-themes' key, see src/components/layout/color-mode.tsx) before
// the first paint, so a dark-mode user sees no light flash while the app loads. A file of its own,
// not inline: the Content-Security-Policy runs no inline script (server/src/http/security.rs).
try {
  const mode = localStorage.getItem('chakra-ui-color-mode') === 'dark' ? 'dark' : 'light';
  document.documentElement.classList.add(mode);
  document.documentElement.style.colorScheme = mode;
} catch {
  // Storage refused (a private window): the app applies its default mode once it loads.
}
