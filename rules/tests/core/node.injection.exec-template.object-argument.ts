import { exec } from 'node:child_process';
import express from 'express';

const app = express();

// a helper taking its options as one object: each destructured name is the field of that name
const listBackups = ({ volume, flags = '' }: { volume: string; flags?: string }) => {
  // ok: node.injection.exec-template
  exec(`ls ${flags} /var/backups`);
  return volume;
};

const restoreBackup = ({ volume, file: name = 'latest.tar' }: { volume: string; file?: string }) => {
  // ruleid: node.injection.exec-template
  exec(`tar xf /var/backups/${name} -C /volumes/${volume.replace(/\W/g, '')}`);
};

const listArchives = ({ volume, flags = '' }: { volume: string; flags?: string }) => {
  // ruleid: node.injection.exec-template
  exec(`ls ${flags} /var/archives/${volume.replace(/\W/g, '')}`);
};

app.get('/backups', (req, res) => {
  // the request's volume fills `volume`, which reaches no command; the flags are the code's
  res.json(listBackups({ volume: String(req.query.volume), flags: '-la' }));
});

app.post('/backups/restore', (req, res) => {
  restoreBackup({ volume: 'data', file: req.body.file });
  res.sendStatus(202);
});

app.post('/backups/list', (req, res) => {
  // fields spread in from the request: which one fills `flags` is not known
  listArchives({ volume: 'data', ...req.body });
  res.sendStatus(202);
});
