import path from 'path';
import express from 'express';
import { configureNunjucks } from './config/nunjucks';
import { activityGet } from './components/activity/activity-controller';
import { searchGet } from './components/search/search-controller';
import { reportGet } from './components/report/report-controller';

const APP_VIEWS = [path.join(__dirname, 'components'), path.resolve('node_modules/govuk-frontend/dist')];

export function createApp(): express.Application {
  const app = express();
  configureNunjucks(app, APP_VIEWS);
  app.get('/activity', activityGet);
  app.get('/search', searchGet);
  app.get('/report', reportGet);
  return app;
}
