import express from 'express';
import fs from 'fs/promises';
import BaseApi from '../api/BaseApi';
import { htmlPage } from '../api/HtmlPage';

const router = express.Router();

router.get('/reports/:appName', async (req, res) => {
  const contents = await fs.readFile(`/var/log/reports/current.log`, 'utf8');
  const baseApi = new BaseApi(200, 'Report retrieved');
  baseApi.data = `${req.params.appName}: ${contents}`;
  // an instance of the app's own class: Express sends it as application/json
  // ok: node.xss.send-request-data
  res.send(baseApi);
});

router.get('/reports/:appName/page', (req, res) => {
  const page = htmlPage('Report', `<h1>${req.params.appName}</h1>`);
  // ruleid: node.xss.send-request-data
  res.send(page);
});

export default router;
