// `react-router build` for `npm start` and `npm test`: a healthy build prints one line; anything a
// healthy build does not print (a warning, an error) is shown as printed. With --strict (npm test)
// such a line fails the step, so a warning that comes back is caught where it starts.
import { spawn } from "node:child_process";
import { classifyBuildOutput } from "./build-output.ts";

const strict = process.argv.includes("--strict");
const started = Date.now();
const child = spawn("npx", ["react-router", "build"], { stdio: ["ignore", "pipe", "pipe"] });
let output = "";
child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
child.on("close", (code) => {
  const { problems, files } = classifyBuildOutput(output);
  if (code !== 0) {
    process.stdout.write(output);
    console.error(`react-router build failed (exit ${code}).`);
    process.exit(code ?? 1);
  }
  if (problems.length > 0) {
    console.log(problems.join("\n"));
    console.log(
      `The build printed ${problems.length} line(s) a healthy build does not (above).` +
        (strict ? " Fix their cause, or explain them in scripts/build-output.ts." : ""),
    );
    if (strict) process.exit(1);
    return;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`built ${files} files into build/client and build/server in ${seconds} s, no warnings`);
});
