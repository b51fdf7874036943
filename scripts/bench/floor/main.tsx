// The floor of the tap bench: a minimal Preact page that changes one line of text per tap. What a tap costs
// here (the browser's input, one tiny render, two frames) is the least any tap can cost on this machine.
import { render } from 'preact';
import { useState } from 'preact/hooks';

function Floor() {
  const [taps, setTaps] = useState(0);
  return (
    <main>
      <p id="floor-line">{`taps: ${taps}`}</p>
      <button type="button" id="floor-tap" onClick={() => setTaps(taps + 1)}>
        tap
      </button>
    </main>
  );
}

render(<Floor />, document.getElementById('root') as HTMLElement);
