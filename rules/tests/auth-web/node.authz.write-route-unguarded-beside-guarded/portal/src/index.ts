import express from 'express';
import servicesRoutes from './routes/services';
import accountRoutes from './routes/account';
import simSwapRoutes from './routes/simSwap';
import supportRoutes from './routes/support';

const app = express();
app.use(express.json());
app.use('/api/services', servicesRoutes);
app.use('/api/account', accountRoutes);
app.use('/api/sim-swap', simSwapRoutes);
app.use('/api/support', supportRoutes);
app.listen(3000);
