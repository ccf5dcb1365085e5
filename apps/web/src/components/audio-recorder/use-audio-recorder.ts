// React wiring of the RecorderController: its state as React state, released on unmount.
import { useEffect, useRef, useState } from 'react';
import { INITIAL_RECORDER_STATE, RecorderController, type RecorderState } from './recorder-controller';

interface Options {
  /** Read once, when the component mounts. */
  maxSeconds: number;
  onChange: (recording: File | null) => void;
  /** A recording made earlier, shown as the recording from the start. Read once, when it mounts. */
  initialRecording?: File | null;
}

export function useAudioRecorder({ maxSeconds, onChange, initialRecording }: Options) {
  const [state, setState] = useState<RecorderState>(INITIAL_RECORDER_STATE);
  const [elapsed, setElapsed] = useState(0);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const [controller] = useState(
    () =>
      new RecorderController({
        maxSeconds,
        onState: setState,
        onElapsed: setElapsed,
        onChange: (recording) => onChangeRef.current(recording),
      }),
  );
  const [initial] = useState(initialRecording);
  useEffect(() => {
    controller.activate();
    if (initial) controller.restore(initial);
    return () => controller.dispose();
  }, [controller, initial]);

  return { state, elapsed, controller };
}
