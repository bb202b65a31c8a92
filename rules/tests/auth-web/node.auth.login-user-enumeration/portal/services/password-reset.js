const createError = require('http-errors');
const { getRepository } = require('typeorm');
const bcrypt = require('bcryptjs');

// the id comes from the reset token's record, not from a name anyone typed
async function updateUserPassword(obj) {
  const user = await getRepository('User').findOne({ id: obj.id });
  if (!user) {
    // ok: node.auth.login-user-enumeration
    throw new createError.NotFound('User not found.');
  }
  if (!obj.password || obj.password.length < 8) {
    throw new createError.BadRequest('Invalid password provided.');
  }
  await getRepository('User').update(obj.id, { password: await bcrypt.hash(obj.password, 12) });
}

async function resetPassword(ctx) {
  try {
    await updateUserPassword({ id: ctx.state.reset.userId, password: ctx.request.body.password });
    ctx.body = { message: 'Password reset successful.' };
  } catch (error) {
    ctx.status = error.status || 500;
    ctx.body = { message: error.message };
  }
}

module.exports = { updateUserPassword, resetPassword };
