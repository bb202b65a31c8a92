import api from '../api.js';
import pages from '../pages.js';

export async function index(req, res) {
  const { data } = await api.getMessages();
  res.render('messages', { messages: data?.rows });
}

export async function create(req, res) {
  const { title, content } = req.body;
  await api.addMessage(title, content, req.cookies?.token);
  res.redirect('/messages');
}

export async function about(req, res) {
  res.render('about', { page: pages.getPage('about') });
}
