import { useEffect, useRef, useState } from 'react';
import type { AnyEventObject } from 'xstate';
import type { AnyFlow } from '../../../machines/lib/flow';
import { FlowSimulation } from './simulator';

export type SimulationControls = {
  simulation: FlowSimulation | null;
  take: (event: AnyEventObject) => void;
  back: () => void;
  /** Starts afresh from one of the flow's inputs. */
  restart: (inputIndex: number) => void;
  stop: () => void;
};

/** A simulation of the flow, running from the start when `startOn`, else from `restart`; stopped when the view goes. */
export function useSimulation(flow: AnyFlow, startOn: boolean): SimulationControls {
  const [simulation, setSimulation] = useState<FlowSimulation | null>(() => (startOn ? new FlowSimulation(flow) : null));
  const [, setVersion] = useState(0);
  const current = useRef(simulation);
  useEffect(() => () => current.current?.stop(), []);

  const replace = (next: FlowSimulation | null) => {
    if (current.current !== next) current.current?.stop();
    current.current = next;
    setSimulation(next);
  };

  return {
    simulation,
    take: (event) => {
      current.current?.take(event);
      setVersion((version) => version + 1);
    },
    back: () => {
      if (current.current) replace(current.current.back());
    },
    restart: (inputIndex) => replace(new FlowSimulation(flow, inputIndex)),
    stop: () => replace(null),
  };
}
