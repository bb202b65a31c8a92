const MAX_FAILED_ATTEMPTS = 5;
const LOCK_MINUTES = 15;

async function recordFailure(user) {
  user.failedLoginAttempts += 1;
  if (user.failedLoginAttempts >= MAX_FAILED_ATTEMPTS) {
    user.lockedUntil = new Date(Date.now() + LOCK_MINUTES * 60 * 1000);
  }
  await user.save();
}

function isLocked(user) {
  return user.lockedUntil && user.lockedUntil > new Date();
}

module.exports = { recordFailure, isLocked };
