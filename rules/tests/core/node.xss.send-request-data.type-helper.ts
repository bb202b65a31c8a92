// A handler that hands the response to a helper of the module which declares it an event stream
// (or JSON) writes no HTML; a helper that declares HTML, or one that only sets a cache header, does.
import express, { Request, Response } from 'express';

const router = express.Router();

const setSseHeaders = (stream: Response): void => {
    stream.setHeader('Content-Type', 'text/event-stream');
    stream.setHeader('Cache-Control', 'no-cache');
    stream.flushHeaders();
};

function setHtmlHeaders(out: Response): void {
    out.setHeader('Content-Type', 'text/html; charset=utf-8');
}

function noCache(out: Response): void {
    out.setHeader('Cache-Control', 'no-store');
}

router.post('/chat/stream', (req: Request, res: Response) => {
    setSseHeaders(res);
    const send = (text: string) => {
        // ok: node.xss.send-request-data
        res.write(`data: ${req.body.model}: ${text}\n\n`);
    };
    send('hello');
    res.end();
});

router.get('/preview', (req: Request, res: Response) => {
    setHtmlHeaders(res);
    // ruleid: node.xss.send-request-data
    res.write(`<h1>${req.query.title}</h1>`);
    res.end();
});

router.get('/greeting', (req: Request, res: Response) => {
    noCache(res);
    // ruleid: node.xss.send-request-data
    res.send(`<p>Hello ${req.query.name}</p>`);
});

export default router;
