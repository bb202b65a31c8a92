const { shell } = require('electron');

const ALLOWED_PROTOCOLS = ['https:', 'http:'];

function wireLinks(mainWindow) {
  // a redirect to the user's browser only for web URLs
  mainWindow.webContents.on('will-redirect', (event, url) => {
    if (/^(http:\/\/|https:\/\/)/.test(url)) {
      event.preventDefault();
      // ok: js.electron.open-external-unchecked
      shell.openExternal(url);
    }
  });

  mainWindow.webContents.setWindowOpenHandler((details) => {
    try {
      const { protocol } = new URL(details.url);
      if (['https:', 'http:'].includes(new URL(details.url).protocol) && protocol) {
        // ok: js.electron.open-external-unchecked
        shell.openExternal(details.url);
      }
    } catch (err) {
      console.error('invalid URL', err);
    }
    return { action: 'deny' };
  });

  // the list is checked, but for the host: any scheme of that host still opens
  mainWindow.webContents.on('will-navigate', (event, url) => {
    event.preventDefault();
    if (['docs.example.com'].includes(new URL(url).hostname)) {
      // ruleid: js.electron.open-external-unchecked
      shell.openExternal(url);
    }
  });
}

function wireHelp(helpWindow) {
  helpWindow.webContents.setWindowOpenHandler(({ url }) => {
    if (ALLOWED_PROTOCOLS.includes(new URL(url).protocol)) {
      // ok: js.electron.open-external-unchecked
      shell.openExternal(url);
    }
    return { action: 'deny' };
  });
}

module.exports = { wireLinks, wireHelp };
