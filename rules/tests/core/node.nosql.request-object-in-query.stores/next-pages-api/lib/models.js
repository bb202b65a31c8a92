import mongoose from 'mongoose';

const ChatSchema = new mongoose.Schema({ members: [String], updatedAt: Date });
const VolunteerSchema = new mongoose.Schema({ email: String, name: String, admin: Boolean });

export const Chat = mongoose.models.Chat || mongoose.model('Chat', ChatSchema);
export const Volunteer = mongoose.models.Volunteer || mongoose.model('Volunteer', VolunteerSchema);
