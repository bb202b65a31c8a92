import mongoose from 'mongoose';

export const Interaction = mongoose.model('Interaction', new mongoose.Schema({ question: String, answer: String }));
