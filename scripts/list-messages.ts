// Lists stored contact messages, newest first: npm run messages [-- --limit 50] [-- --json]
import path from "node:path";
import { readConfig } from "../app/lib/config";
import { openMessageStore } from "../app/lib/contact/message-store.server";
import { terminalSafe } from "../app/lib/contact/terminal-text";

const args = process.argv.slice(2);
const limitAt = args.indexOf("--limit");
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) || 50 : 50;
const dataDir = path.resolve(readConfig().dataDir);
const store = openMessageStore(dataDir);
const messages = store.list(limit);
store.close();

if (args.includes("--json")) console.log(JSON.stringify(messages, null, 2));
else if (messages.length === 0) console.log(`No messages in ${dataDir}/messages.db.`);
else
  for (const m of messages)
    console.log(terminalSafe(`#${m.id}  ${m.receivedAt}  [${m.lang}]  ${m.name} <${m.email}>\n${m.message.replace(/^/gm, "    ")}\n`));
