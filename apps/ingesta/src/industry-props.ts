/** What every intake tab gets from the page: the industries and the one chosen for the screen. */
export interface IndustryProps {
  industries: readonly string[];
  industry: string;
  onIndustryChange: (industry: string) => void;
}
