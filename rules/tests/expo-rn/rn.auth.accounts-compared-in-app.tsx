import React from 'react';
import { Alert } from 'react-native';

interface IUser {
  username: string;
  password: string;
}

export default function Login(props: { onLogin: (user: IUser) => void }) {
  const [username] = React.useState('');
  const [password] = React.useState('');

  // ruleid: rn.auth.accounts-compared-in-app
  const users: IUser[] = [
    { username: 'joe', password: 'secret' },
    { username: 'bob', password: 'hunter2' },
  ];

  // ok: rn.auth.accounts-compared-in-app
  const emptyForm: IUser = { username: 'guest', password: '' };

  function login() {
    const found = users.find((user) => username === user.username && password === user.password);
    if (found) props.onLogin(found);
    else Alert.alert('Error', 'Username or password is invalid.');
  }

  return emptyForm && login;
}

export function ChangePassword() {
  // ok: rn.auth.accounts-compared-in-app
  const placeholders = { username: 'Your name', password: 'At least 12 characters' };
  const submit = (form: { password: string; confirmPassword: string }) => form.password === form.confirmPassword;
  return { placeholders, submit };
}
