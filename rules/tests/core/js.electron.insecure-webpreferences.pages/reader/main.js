const { app, BrowserWindow } = require('electron');
const path = require('path');

// the reader page renders entries' HTML from the feeds the user follows, and its policy allows
// inline script (reader.html): one script tag in a feed entry gets require('child_process')
function createReaderWindow() {
  const win = new BrowserWindow({
    width: 1280,
    height: 800,
    webPreferences: {
      preload: path.join(__dirname, 'preload.js'),
      // ruleid: js.electron.insecure-webpreferences
      nodeIntegration: true,
      // ruleid: js.electron.insecure-webpreferences
      contextIsolation: false,
    },
  });
  win.loadFile(path.join(__dirname, 'reader.html'));
  return win;
}

// the account page is the service's own site: its scripts (and anything injected into them) are
// not the app's, whatever the bundled pages declare
function createAccountWindow() {
  const win = new BrowserWindow({
    width: 900,
    height: 700,
    webPreferences: {
      // ruleid: js.electron.insecure-webpreferences
      webSecurity: false,
    },
  });
  win.loadURL('https://accounts.feedreader.example/settings');
  return win;
}

app.whenReady().then(() => {
  createReaderWindow();
  createAccountWindow();
});
