const express = require('express');

const app = express();
// the build's client output and the public folder: their only dot entry is /.well-known/security.txt
// ok: node.static.sensitive-folder
app.use(express.static('build/client', { maxAge: '1y', dotfiles: 'allow' }));
// ok: node.static.sensitive-folder
app.use(express.static('public', { dotfiles: 'allow' }));
// a folder that tracks an environment file
// ruleid: node.static.sensitive-folder
app.use('/files', express.static('uploads', { dotfiles: 'allow' }));

module.exports = app;
