const express = require('express');
const authRoutes = require('./routes/auth');
const taskRoutes = require('./routes/tasks');
const profileRoutes = require('./routes/profile');
const teamRoutes = require('./routes/teams');
const labelRoutes = require('./routes/labels');
const { requireAuth } = require('./middleware/auth');

const app = express();
app.use(express.json());
app.use('/api/auth', authRoutes);
app.use('/api/tasks', taskRoutes);
app.use('/api/profile', profileRoutes);
app.use('/api/teams', requireAuth, teamRoutes);
app.use('/api/labels', labelRoutes);
app.listen(3000);
