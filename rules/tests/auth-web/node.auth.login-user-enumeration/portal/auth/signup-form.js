// the installer's form: each field's own check, in the browser
function activate(type, el) {
  const field = el.val();
  const help = el.parents('.input-row').children('.form-text');

  function validateUsername(value) {
    if (!utils.isUserNameValid(value)) {
      // ok: node.auth.login-user-enumeration
      help.html('Invalid Username.');
    }
  }

  function validatePassword(value) {
    if (!utils.isPasswordValid(value)) {
      help.html('Invalid Password.');
    }
  }

  return type === 'username' ? validateUsername(field) : validatePassword(field);
}
