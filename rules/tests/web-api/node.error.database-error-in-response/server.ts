import express from 'express';
import db from './config/db';
import TeamReportsController from './controllers/team-reports-controller';

const app = express();
app.get('/teams/:teamId/members', TeamReportsController.getMembers);

// the path declares :leadId and the handler reads it: a bad id reaches the query
app.get('/team-leads/:leadId/members', async (req, res) => {
  try {
    const leadId = req.params.leadId;
    if (!leadId) {
      return res.status(400).json({ error: 'Team lead id is required' });
    }
    const result = await db.query('SELECT id, name FROM team_members WHERE manager_id = $1::UUID', [leadId]);
    return res.json(result.rows);
  } catch (error: any) {
    // ruleid: node.error.database-error-in-response
    return res.status(500).json({ error: error.message });
  }
});

// the path declares :teamLeadId but the handler requires req.params.id, which Express never sets:
// every request ends with the 400 before the query runs
app.get('/team-leads/:teamLeadId/performance', async (req, res) => {
  try {
    const teamLeadId = req.params.id;
    if (!teamLeadId) {
      return res.status(400).json({ error: 'Team lead id is required' });
    }
    const result = await db.query('SELECT * FROM team_lead_performance WHERE manager_id = $1::UUID', [teamLeadId]);
    return res.json(result.rows);
  } catch (error: any) {
    // ok: node.error.database-error-in-response
    return res.status(500).json({ error: error.message });
  }
});

app.listen(3000);
