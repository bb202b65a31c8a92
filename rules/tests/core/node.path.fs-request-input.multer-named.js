import fs from 'node:fs';
import multer from 'multer';

// the disk name comes from the form's own field, not from busboy's cleaned file name
const storage = multer.diskStorage({
  destination: (req, file, cb) => cb(null, 'uploads'),
  filename: (req, file, cb) => cb(null, req.body.saveAs),
});
export const upload = multer({ storage });

export function importFile(req, res) {
  // ruleid: node.path.fs-request-input
  const rows = fs.readFileSync(req.file.path, 'utf8');
  res.json({ rows: rows.split('\n').length });
}
