const { BrowserWindow } = require('electron');

// Electron 11: contextIsolation is off unless set, so the page itself gets require()
function createNotesWindow() {
  const win = new BrowserWindow({
    width: 900,
    webPreferences: {
      // ruleid: js.electron.insecure-webpreferences
      nodeIntegration: true,
    },
  });
  win.loadURL('https://notes.example.app/');
  return win;
}

module.exports = { createNotesWindow };
