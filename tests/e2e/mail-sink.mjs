// A real SMTP server for the browser tests: every message it receives is written to MAIL_DIR as a file.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const dir = process.env.MAIL_DIR;
const port = Number(process.env.SMTP_PORT);
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      count += 1;
      fs.writeFileSync(path.join(dir, `${Date.now()}-${count}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
server.listen(port, '127.0.0.1', () => console.log(`Mail sink listening on ${port}, writing to ${dir}`));
