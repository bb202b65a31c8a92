import { exec as command, execFile } from 'node:child_process';
import { Router } from 'express';

export const router = Router();

router.get('/ls', (req, res) => {
  // ruleid: node.injection.exec-concatenation
  command('ls target/user_files/' + req.query.user + '/', (error, stdout) => res.send(stdout));
});

router.get('/ls-safe', (req, res) => {
  // ok: node.injection.exec-concatenation
  execFile('ls', ['target/user_files/' + String(req.query.user)], (error, stdout) => res.send(stdout));
});
