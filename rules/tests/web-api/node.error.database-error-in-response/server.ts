import express from 'express';
import TeamReportsController from './controllers/team-reports-controller';

const app = express();
app.get('/teams/:teamId/members', TeamReportsController.getMembers);
app.listen(3000);
