import { app, BrowserWindow, ipcMain, Menu, MenuItem, shell } from "electron";

const appHostnames = ["app.example.com"];

export function wireWindow(mainWindow: BrowserWindow) {
  mainWindow.webContents.setWindowOpenHandler((details) => {
    // ruleid: js.electron.open-external-unchecked
    shell.openExternal(details.url);
    return { action: "deny" };
  });

  // a host check is no scheme check: file: and smb: URLs have no app hostname either
  mainWindow.webContents.on("will-navigate", (event, url) => {
    const parsedUrl = new URL(url);
    if (!appHostnames.includes(parsedUrl.hostname)) {
      event.preventDefault();
      // ruleid: js.electron.open-external-unchecked
      shell.openExternal(url);
    }
  });

  mainWindow.webContents.on("context-menu", (_event, params) => {
    const menu = new Menu();
    if (params.linkURL.length) {
      menu.append(
        new MenuItem({
          label: "Open in browser",
          // ruleid: js.electron.open-external-unchecked
          click: () => shell.openExternal(params.linkURL)
        })
      );
    }
    menu.popup();
  });

  ipcMain.handle("open-link", async (_event, href: string) => {
    // ruleid: js.electron.open-external-unchecked
    await shell.openExternal(href);
  });
}

export function wireSafeWindow(win: BrowserWindow) {
  win.webContents.setWindowOpenHandler(({ url }) => {
    // ok: js.electron.open-external-unchecked
    if (new URL(url).protocol === "https:") shell.openExternal(url);
    return { action: "deny" };
  });

  win.webContents.on("will-navigate", (event, url) => {
    event.preventDefault();
    if (isAllowedExternalUrl(url)) {
      // ok: js.electron.open-external-unchecked
      shell.openExternal(url);
    }
  });

  ipcMain.handle("open-docs", async () => {
    // ok: js.electron.open-external-unchecked
    await shell.openExternal("https://docs.example.com/");
  });
}

app.on("ready", () => {
  // the app's own constant URL, not one web content chose
  // ok: js.electron.open-external-unchecked
  shell.openExternal(`https://example.com/welcome`);
});

function isAllowedExternalUrl(url: string): boolean {
  return ["https:", "mailto:"].includes(new URL(url).protocol);
}

export function wireLazyShell(webContents: Electron.WebContents) {
  webContents.setWindowOpenHandler((details) => {
    async function openExternal() {
      // ruleid: js.electron.open-external-unchecked
      (await import("electron")).shell.openExternal(details.url);
    }
    openExternal();
    return { action: "deny" };
  });

  webContents.on("context-menu", (_event, params) => {
    // the app's own search engine setting with the encoded selection: not a URL the page chose
    const searchUrl = searchEngineUrl.replace("{keyword}", encodeURIComponent(params.selectionText));
    // ok: js.electron.open-external-unchecked
    menuItems.push({ title: "Search", handler: () => shell.openExternal(searchUrl) });
  });
}

// Links in chat content: the app's own ship URL opens in a child window, everything else goes to the OS.
export function wireShipWindow(mainWindow: BrowserWindow, shipUrl: string | null) {
  mainWindow.webContents.setWindowOpenHandler(({ url }) => {
    // a prefix check that only recognises the app's own URLs leaves file:, smb: and custom schemes
    if (shipUrl && !url.startsWith(shipUrl)) {
      // ruleid: js.electron.open-external-unchecked
      shell.openExternal(url);
      return { action: 'deny' };
    }
    return { action: 'allow' };
  });

  mainWindow.webContents.on('will-navigate', (event, url) => {
    if (shipUrl && !url.startsWith(shipUrl) && !url.startsWith('file://')) {
      event.preventDefault();
      // ruleid: js.electron.open-external-unchecked
      shell.openExternal(url);
    }
  });
}

const APP_ORIGIN = 'https://app.example.com';

export function wireOriginChecks(win: BrowserWindow) {
  // the app's own origin stays in the window; every other URL, any scheme, reaches the OS
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith(APP_ORIGIN)) return { action: 'allow' };
    // ruleid: js.electron.open-external-unchecked
    shell.openExternal(url);
    return { action: 'deny' };
  });

  win.webContents.on('will-navigate', (event, url) => {
    event.preventDefault();
    const { protocol } = new URL(url);
    if (protocol !== 'https:' && protocol !== 'mailto:') return;
    // ok: js.electron.open-external-unchecked
    shell.openExternal(url);
  });

  win.webContents.on('will-redirect', (event, url) => {
    if (!/^https:\/\//.test(url)) {
      event.preventDefault();
      return;
    }
    // ok: js.electron.open-external-unchecked
    void shell.openExternal(url);
  });

  win.webContents.on('new-window', (event, url) => {
    event.preventDefault();
    // ok: js.electron.open-external-unchecked
    if (new URL(url).origin === 'https://help.example.com') shell.openExternal(url);
  });

  win.webContents.setWindowOpenHandler((details) => {
    // ok: js.electron.open-external-unchecked
    isSafeExternalUrl(details.url) && shell.openExternal(details.url);
    return { action: 'deny' };
  });
}

function isSafeExternalUrl(url: string): boolean {
  return new URL(url).protocol === 'https:';
}
