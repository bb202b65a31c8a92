import fs from 'node:fs';
import multer from 'multer';

// preservePath keeps the directories of the client's file name
const storage = multer.diskStorage({
  destination: (req, file, cb) => cb(null, 'uploads'),
  filename: (req, file, cb) => cb(null, file.originalname),
});
export const upload = multer({ storage, preservePath: true });

export function importFile(req, res) {
  // ruleid: node.path.fs-request-input
  const rows = fs.readFileSync(req.file.path, 'utf8');
  res.json({ rows: rows.split('\n').length });
}
