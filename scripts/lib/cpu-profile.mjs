// Loaded into the API server by `npm run bench:scale -- --profile` (`node --import`): the inspector's CPU profiler,
// started and stopped over the IPC channel, so a profile covers exactly the requests under measurement. On
// `bench:profile-stop` it writes the profile (Chrome DevTools' `.cpuprofile` format) to the path given.
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';

const session = new Session();
session.connect();

process.on('message', async (message) => {
  if (message === 'bench:profile-start') {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    process.send?.({ profiling: true });
  } else if (typeof message?.profileTo === 'string') {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(message.profileTo, JSON.stringify(profile));
    process.send?.({ profiled: message.profileTo });
  }
});
