// `npm run idp:add-user`: the command of scripts/addUserCommand.ts on this process's arguments, streams and environment.
import { runAddUser } from './addUserCommand.ts';

process.exitCode = await runAddUser({
  args: process.argv.slice(2),
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
