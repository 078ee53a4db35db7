/** English: the source of every language's 'claim' messages. */
export default {} as const;
