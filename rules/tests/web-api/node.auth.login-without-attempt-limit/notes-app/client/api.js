import axios from 'axios';

// the browser's requests to the login routes: a client, not a route
export function createApi(endpoint) {
  return {
    // ok: node.auth.login-without-attempt-limit
    login: ({ email, password }) => axios.post(`${endpoint}/auth/login`, { email, password }).then((r) => r.data),
    // ok: node.auth.login-without-attempt-limit
    signIn: ({ email, password }) => api.post('/account/signin', { email, password }),
  };
}

const api = axios.create({ baseURL: '/api', withCredentials: true });
