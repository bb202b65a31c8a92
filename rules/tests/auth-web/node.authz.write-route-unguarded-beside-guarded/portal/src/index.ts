import express from 'express';
import servicesRoutes from './routes/services';
import accountRoutes from './routes/account';

const app = express();
app.use(express.json());
app.use('/api/services', servicesRoutes);
app.use('/api/account', accountRoutes);
app.listen(3000);
