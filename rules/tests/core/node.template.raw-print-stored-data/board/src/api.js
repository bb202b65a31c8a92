// The backend REST API this frontend renders: it stores what users post.
import axios from 'axios';

const instance = axios.create({ baseURL: process.env.API_URL });

const getMessages = async () => instance.get('/messages');

const addMessage = async (title, content, token) =>
  instance.post('/messages', { title, content }, { headers: { Authorization: `Bearer ${token}` } });

export default { getMessages, addMessage };
