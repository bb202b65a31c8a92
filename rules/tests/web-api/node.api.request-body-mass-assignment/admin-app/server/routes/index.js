const { Router } = require('express');
const { isAuthenticated, Permission } = require('../middleware/auth');
const settingsRoutes = require('./settings');
const userRoutes = require('./users');

const router = Router();

router.use('/settings', isAuthenticated(Permission.ADMIN), settingsRoutes);
router.use('/users', userRoutes);

module.exports = router;
