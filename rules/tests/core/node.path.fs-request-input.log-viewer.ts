import express, { type Request, type Response } from 'express';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';

const app = express();
const LOG_DIR = join(process.cwd(), 'log');

// the admin's log viewer: the file name joined to the log folder, then kept inside it
app.get('/log/:file', (req: Request, res: Response): void => {
    let fileName = req.params.file;
    fileName = normalize(join(LOG_DIR, fileName).replace(/\\/g, '/'));
    // ok: node.path.fs-request-input
    if (fileName.startsWith(LOG_DIR) && existsSync(fileName)) {
        // ok: node.path.fs-request-input
        const stat = lstatSync(fileName);
        if (stat.size > 2 * 1024 * 1024) {
            res.header('Content-Type', 'text/plain');
        }
        // ok: node.path.fs-request-input
        res.send(readFileSync(fileName, 'utf8'));
        return;
    }
    res.status(404).send('not found');
});

// the same viewer asking the disk before the check: existsSync answers for any path
app.get('/raw/:file', (req: Request, res: Response): void => {
    const fileName = normalize(join(LOG_DIR, req.params.file));
    // ruleid: node.path.fs-request-input
    if (existsSync(fileName) && fileName.startsWith(LOG_DIR)) {
        res.send(readFileSync(fileName, 'utf8'));
        return;
    }
    res.status(404).send('not found');
});

// the check in a block that returns, but the read after it: reached where the check failed
app.get('/tail/:file', (req: Request, res: Response): void => {
    const fileName = normalize(join(LOG_DIR, req.params.file));
    if (fileName.startsWith(LOG_DIR)) {
        res.setHeader('X-Log-Folder', 'log');
        return;
    }
    // ruleid: node.path.fs-request-input
    res.send(readFileSync(fileName, 'utf8'));
});

export default app;

// a refused name goes on to the disk in the same condition
export function probe(req: Request, res: Response): void {
    const name = req.params.file;
    // ruleid: node.path.fs-request-input
    if (!['app.log', 'error.log'].includes(name) && existsSync(join(LOG_DIR, name))) {
        res.status(403).send('not allowed');
        return;
    }
    res.sendStatus(404);
}

// the block runs where the path left the folder, and reads it before it returns
export function peek(req: Request, res: Response): void {
    const file = normalize(join(LOG_DIR, req.params.file));
    if (req.query.debug && !file.startsWith(LOG_DIR)) {
        // ruleid: node.path.fs-request-input
        res.send(readFileSync(file, 'utf8'));
        return;
    }
    res.sendStatus(404);
}
