// Chromium's install prompt (beforeinstallprompt), caught as soon as the app starts (it fires once,
// early) and kept for the smart banner.
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let installPrompt: InstallPromptEvent | null = null;
const installListeners = new Set<() => void>();

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The smart banner offers the installation instead of the browser's own bar.
    event.preventDefault();
    installPrompt = event as InstallPromptEvent;
    installListeners.forEach((listener) => listener());
  });
  window.addEventListener('appinstalled', () => {
    installPrompt = null;
    installListeners.forEach((listener) => listener());
  });
}

export const installPromptStore = {
  get: () => installPrompt,
  subscribe(listener: () => void) {
    installListeners.add(listener);
    return () => void installListeners.delete(listener);
  },
  /** Shows the browser's install dialog; the prompt can be used once. */
  async prompt(): Promise<boolean> {
    const event = installPrompt;
    if (!event) return false;
    installPrompt = null;
    installListeners.forEach((listener) => listener());
    await event.prompt();
    return (await event.userChoice).outcome === 'accepted';
  },
};
