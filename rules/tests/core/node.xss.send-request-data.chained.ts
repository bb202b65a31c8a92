// An install-callback page written by a formatter: the response chain is split over lines
// (`res\n  .status(500)\n  .send(...)`), and the value travels through a field of a result
// object set in one branch. The same page escaping the value, or sending it as JSON, is clean.
import express, { Request, Response } from 'express';
import escapeHtml from 'escape-html';

interface InstallPage {
  service: string;
  result?: string;
}

export class InstallRouter {
  public onInstall(req: Request, res: Response) {
    const page: InstallPage = { service: 'github' };
    const { setup_action: setupAction } = req.query;
    if (setupAction === 'install') {
      page.result = 'success';
    } else if (typeof setupAction === 'string') {
      page.result = setupAction;
    }
    if (page.result === 'success') {
      return res.send(`<p> Your ${page.service} app has been installed </p>`);
    }
    // ruleid: node.xss.send-request-data
    return res
      .status(500)
      .send(
        `<p> Your ${page.service} app is in state ${page.result} </p>`,
      );
  }

  public onInstallEscaped(req: Request, res: Response) {
    const { setup_action: setupAction } = req.query;
    // ok: node.xss.send-request-data
    return res
      .status(500)
      .send(
        `<p> Your app is in state ${escapeHtml(String(setupAction))} </p>`,
      );
  }

  public onInstallJson(req: Request, res: Response) {
    const { setup_action: setupAction } = req.query;
    // ok: node.xss.send-request-data
    return res
      .status(500)
      .json({ state: setupAction });
  }

  public router() {
    const router = express.Router();
    router.get('/install', this.onInstall.bind(this));
    router.get('/install/escaped', this.onInstallEscaped.bind(this));
    router.get('/install/json', this.onInstallJson.bind(this));
    return router;
  }
}
