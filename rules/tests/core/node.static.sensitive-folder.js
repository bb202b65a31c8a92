const express = require('express');
const path = require('path');

const app = express();

// ruleid: node.static.sensitive-folder
app.use(express.static(__dirname));

// ruleid: node.static.sensitive-folder
app.use('/files', express.static(path.join(__dirname, 'files'), { dotfiles: 'allow' }));

// ruleid: node.static.sensitive-folder
app.use('/backup', express.static('backup'));

// ok: node.static.sensitive-folder
app.use(express.static(path.join(__dirname, 'public')));

// ok: node.static.sensitive-folder
app.use('/files', express.static(path.join(__dirname, 'files'), { dotfiles: 'deny' }));

// ok: node.static.sensitive-folder
app.use('/logos', express.static(path.join(__dirname, 'assets', 'logos'), { maxAge: '1d' }));

module.exports = app;
