import { useEffect, useState } from 'react';

/** The current time, refreshed every minute (date labels move from "HH:mm" to "Yesterday" at midnight). */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
