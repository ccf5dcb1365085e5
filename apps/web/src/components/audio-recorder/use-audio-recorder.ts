// React wiring of the RecorderController: its state as React state, released on unmount.
import { useEffect, useRef, useState } from 'react';
import { INITIAL_RECORDER_STATE, RecorderController, type RecorderState } from './recorder-controller';

interface Options {
  /** Read once, when the component mounts. */
  maxSeconds: number;
  onChange: (recording: File | null) => void;
}

export function useAudioRecorder({ maxSeconds, onChange }: Options) {
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
  useEffect(() => {
    controller.activate();
    return () => controller.dispose();
  }, [controller]);

  return { state, elapsed, controller };
}
