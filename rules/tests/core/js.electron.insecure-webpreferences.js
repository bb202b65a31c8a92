const { BrowserWindow } = require('electron');
const path = require('path');

function createLegacyWindow() {
  return new BrowserWindow({
    width: 1200,
    height: 800,
    webPreferences: {
      // ruleid: js.electron.insecure-webpreferences
      nodeIntegration: true,
      // ruleid: js.electron.insecure-webpreferences
      contextIsolation: false,
      // ruleid: js.electron.insecure-webpreferences
      webSecurity: false,
    },
  });
}

function createWindow() {
  return new BrowserWindow({
    width: 1200,
    height: 800,
    webPreferences: {
      preload: path.join(__dirname, 'preload.js'),
      // ok: js.electron.insecure-webpreferences
      contextIsolation: true,
      // ok: js.electron.insecure-webpreferences
      nodeIntegration: false,
      // ok: js.electron.insecure-webpreferences
      webSecurity: true,
    },
  });
}

// a bundled settings window: Node.js for its preload, the page's own scripts stay isolated from it
function createSettingsWindow() {
  const win = new BrowserWindow({
    width: 640,
    height: 480,
    webPreferences: {
      preload: path.join(__dirname, 'settings-preload.js'),
      // ok: js.electron.insecure-webpreferences
      nodeIntegration: true,
      contextIsolation: true,
    },
  });
  win.loadFile(path.join(__dirname, 'settings.html'));
  return win;
}

// a settings object of another library that happens to use the same key
const editorOptions = {
  // ok: js.electron.insecure-webpreferences
  contextIsolation: false,
};

module.exports = { createLegacyWindow, createWindow, createSettingsWindow, editorOptions };
