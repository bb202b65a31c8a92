const path = require('node:path');
const { BrowserWindow } = require('electron');

// Electron 33: contextIsolation is on by default, so Node.js stays in the preload's world
function createMainWindow() {
  const mainWindow = new BrowserWindow({
    width: 1100,
    height: 740,
    webPreferences: {
      // ok: js.electron.insecure-webpreferences
      nodeIntegration: true,
      preload: path.join(__dirname, 'preload.js'),
      // ruleid: js.electron.insecure-webpreferences
      webSecurity: false,
    },
  });
  mainWindow.loadURL('https://upscaler.example.app/app');
  return mainWindow;
}

module.exports = { createMainWindow };
